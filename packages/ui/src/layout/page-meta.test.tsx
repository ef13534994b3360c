import { renderWithUi } from '../test/render.tsx';
import { PageMeta } from './page-meta.tsx';

const metaContent = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

describe('PageMeta', () => {
  it('sets the document title, description and keywords', () => {
    renderWithUi(
      <PageMeta
        title="Home"
        description="Business management software: CRM, accounting and ERP as cloud software-as-a-service."
        keywords={['business management software', 'CRM', 'accounting software', 'ERP', 'SaaS']}
      />,
    );
    expect(document.title).toBe('Home');
    expect(metaContent('description')).toBe(
      'Business management software: CRM, accounting and ERP as cloud software-as-a-service.',
    );
    expect(metaContent('keywords')).toBe('business management software, CRM, accounting software, ERP, SaaS');
  });

  it('appends the site name and removes its tags when the screen goes away', () => {
    const { unmount } = renderWithUi(
      <PageMeta title="Trial & Pricing" description="Plans and prices of WTM Account Books." siteName="WTM" />,
    );
    expect(document.title).toBe('Trial & Pricing | WTM');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
