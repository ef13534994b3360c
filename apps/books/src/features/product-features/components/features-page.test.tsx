import { screen, within } from '@testing-library/react';
import { featureGroups } from '../../../content/all-features-content.ts';
import { renderRoute } from '../../../test/render-route.tsx';

describe('Features page', () => {
  it('has one section per All Features group, with its summary', () => {
    renderRoute('/books/features');
    const groupHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groupHeadings.slice(0, featureGroups.length)).toEqual(featureGroups.map((group) => group.name));
    for (const group of featureGroups) {
      expect(screen.getByRole('region', { name: group.name })).toHaveTextContent(group.summary);
    }
  });

  it('describes every feature of each group', () => {
    renderRoute('/books/features');
    for (const group of featureGroups) {
      const region = screen.getByRole('region', { name: group.name });
      const items = within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(items).toEqual(group.items.map((item) => item.name));
      for (const item of group.items) expect(within(region).getByText(item.description)).toBeInTheDocument();
    }
  });
});
