import styled from 'styled-components';
import { api, isApiError } from '@wtm/api-client';
import type { ContentPreviewLinks, ContentSection } from '@wtm/contract/content';
import { Button, Heading, StatusMessage } from '@wtm/ui';
import { contentStudioContent as content } from '../content/content-studio-content.ts';
import { RefusalReason } from './refusal-reason.ts';

export type PreviewState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'ready'; links: ContentPreviewLinks; shown: string } | { kind: 'refused'; text: string };

const Frames = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;

  figure {
    margin: 0;
  }
`;

/** The desktop frame is drawn at half size: the page is laid out at 1280 px, as on a desktop. */
const DesktopWindow = styled.div`
  width: 640px;
  max-width: 100%;
  height: 400px;
  overflow: hidden;

  iframe {
    width: 1280px;
    height: 800px;
    transform: scale(0.5);
    transform-origin: 0 0;
  }
`;

const PhoneFrame = styled.iframe`
  width: 360px;
  max-width: 100%;
  height: 640px;
`;

const PageList = styled.ul`
  padding-left: 1.25rem;
`;

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** Renders the section's drafts on its real pages, with the release's checks, and shows them at phone and desktop widths. */
export function SectionPreview({ section, label, state, onChange }: { section: ContentSection; label: string; state: PreviewState; onChange: (state: PreviewState) => void }) {
  const preview = async () => {
    onChange({ kind: 'busy' });
    try {
      const links = await api.previewContent(section);
      onChange({ kind: 'ready', links, shown: links.pages[0]?.href ?? '' });
    } catch (error) {
      const text = isApiError(error) && error.status === 409 ? content.nothingToPreview : isApiError(error) && error.status === 422 ? error.message : content.previewFailed;
      onChange({ kind: 'refused', text });
    }
  };

  return (
    <>
      <StatusMessage busy={state.kind === 'busy'}>{state.kind === 'busy' ? content.previewing : state.kind === 'ready' ? content.previewReady(state.links.pages.length, utc(state.links.expiresAt)) : ''}</StatusMessage>
      {state.kind === 'refused' ? <RefusalReason role="alert">{state.text}</RefusalReason> : null}
      <Button type="button" variant="secondary" onClick={() => void preview()} disabled={state.kind === 'busy'}>
        {content.preview(label)}
      </Button>
      {state.kind === 'ready' ? <PreviewPages links={state.links} shown={state.shown} onShow={(href) => onChange({ ...state, shown: href })} /> : null}
    </>
  );
}

function PreviewPages({ links, shown, onShow }: { links: ContentPreviewLinks; shown: string; onShow: (href: string) => void }) {
  const page = links.pages.find((one) => one.href === shown);
  return (
    <div>
      <PageList>
        {links.pages.map((one) => (
          <li key={one.href}>
            <a href={one.href} target="_blank" rel="noreferrer">
              {content.openPreview(one.path)}
            </a>{' '}
            <Button type="button" variant="secondary" size="sm" aria-pressed={one.href === shown} onClick={() => onShow(one.href)}>
              {content.showPreview(one.path)}
            </Button>
          </li>
        ))}
      </PageList>
      {page === undefined ? null : (
        <Frames>
          <figure>
            <Heading level={4}>{content.phoneWidth}</Heading>
            <PhoneFrame src={page.href} title={content.frameTitle(page.path, content.phoneWidth)} />
          </figure>
          <figure>
            <Heading level={4}>{content.desktopWidth}</Heading>
            <DesktopWindow>
              <iframe src={page.href} title={content.frameTitle(page.path, content.desktopWidth)} />
            </DesktopWindow>
          </figure>
        </Frames>
      )}
    </div>
  );
}
