import { apiPaths } from './api-paths.ts';
import { jobTitleIds, jobTitles } from './job-titles.ts';
import { enquiryProducts, isPlanCode, isProductCode, planBelongsToProduct, productCatalogue, productCodes } from './products.ts';

describe('constants', () => {
  it('lists the 11 job titles in order', () => {
    expect(jobTitleIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(jobTitles.find((title) => title.id === 2)?.label).toBe('Marketing / PR Manager');
    expect(jobTitles.find((title) => title.id === 11)?.label).toBe('HR Manager');
  });

  it('maps each plan to its product and names each product as the enquiry form does', () => {
    expect(productCodes.map((code) => [code, productCatalogue[code].planCode])).toEqual([
      ['ACCOUNT', 'SAEN'],
      ['CRM', 'SCEN'],
      ['SERVICE', 'SSEN'],
    ]);
    expect(productCodes.map((code) => productCatalogue[code].name)).toEqual([...enquiryProducts]);
  });

  it('guards codes coming from outside', () => {
    expect(isProductCode('CRM')).toBe(true);
    expect(isProductCode('crm')).toBe(false);
    expect(isPlanCode('SSEN')).toBe(true);
    expect(isPlanCode(undefined)).toBe(false);
    expect(planBelongsToProduct('SCEN', 'CRM')).toBe(true);
    expect(planBelongsToProduct('SAEN', 'CRM')).toBe(false);
  });

  it('encodes the user id in its path', () => {
    expect(apiPaths.user('42')).toBe('/users/42');
    expect(apiPaths.user('a/b')).toBe('/users/a%2Fb');
  });
});
