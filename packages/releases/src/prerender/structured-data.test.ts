import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonLd } from './structured-data.ts';

describe('jsonLd', () => {
  it('describes the vendor on Home, at the site address unless told another', () => {
    const data = jsonLd({ kind: 'Organization', name: 'WTM', email: 'sales@wtm.example', sameAs: ['https://x.com/wtm'], logo: '/assets/favicon.1234567890.svg' }, 'https://wtm.example/', 'https://wtm.example/');
    assert.deepEqual(data, {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'WTM',
      url: 'https://wtm.example/',
      email: 'sales@wtm.example',
      sameAs: ['https://x.com/wtm'],
      logo: 'https://wtm.example/assets/favicon.1234567890.svg',
    });
  });

  it('describes a product with one Offer per price, and no rating', () => {
    const data = jsonLd(
      {
        kind: 'SoftwareApplication',
        name: 'WTM Salesgrow CRM',
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        offers: [{ name: 'Standard', price: '10', priceCurrency: 'USD', description: '$10 per user / month' }],
      },
      'https://wtm.example/crm/pricing',
      'https://wtm.example/',
    );
    assert.equal(data['@type'], 'SoftwareApplication');
    assert.deepEqual(data.offers, [
      { '@type': 'Offer', name: 'Standard', price: '10', priceCurrency: 'USD', description: '$10 per user / month', url: 'https://wtm.example/crm/pricing' },
    ]);
    assert.equal('aggregateRating' in data, false);
  });
});
