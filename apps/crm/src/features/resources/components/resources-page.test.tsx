import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route.tsx';
import { resourcesContent, trainingVideosUrl } from '../content/resources-content.ts';

// Jest maps every `.pdf` import to this URL (tooling/jest/file-stub.cjs).
const pdfStubUrl = '/assets/test-file-stub';

const card = (name: string) => screen.getByRole('region', { name });

describe('CRM resources page', () => {
  it('lists the user guide, training videos, white paper and SRS', () => {
    renderRoute('/crm/help');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['User guide', 'Training videos', 'White paper', 'Software requirements specification']);
  });

  it('links the three PDFs to their generated files', () => {
    renderRoute('/crm/help');
    for (const name of ['User guide', 'White paper', 'Software requirements specification']) {
      const link = within(card(name)).getByRole('link', { name: /\(PDF\)$/ });
      expect(link).toHaveAttribute('href', pdfStubUrl);
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('opens the training videos on the external video site in a new tab, and says so', () => {
    renderRoute('/crm/help');
    const region = card('Training videos');
    const link = within(region).getByRole('link', { name: /opens in a new tab/ });
    expect(link).toHaveAttribute('href', trainingVideosUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(region).getByText(resourcesContent.externalNote)).toBeInTheDocument();
    expect(new URL(trainingVideosUrl).protocol).toBe('https:');
  });
});
