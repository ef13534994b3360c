import { SignedInOnly, StaffPageFrame } from '../../../components/staff-page.tsx';
import { useStudioSections } from '../api/use-studio-sections.ts';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { SectionEditor } from './section-editor.tsx';

// Loaded on demand when an editor opens the studio (routes.tsx): no visitor downloads it.

/** The editors' content studio: signed-in only; the API refuses anyone without the editor grant. */
export default function ContentStudioPage() {
  return <SignedInOnly loginPath={content.loginPath}>{(userId) => <ContentStudioView key={userId} />}</SignedInOnly>;
}

function ContentStudioView() {
  const { state, retry, reload } = useStudioSections();
  return (
    <StaffPageFrame copy={content} state={state} retry={retry}>
      {(sections) => (
        <>
          <p>{content.intro}</p>
          {sections.map((view) => (
            <SectionEditor key={view.section} view={view} onPublished={reload} />
          ))}
        </>
      )}
    </StaffPageFrame>
  );
}
