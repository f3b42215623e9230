import type { HeaderBrand } from '@rico/design-system';
import { company } from '../content/company';
import { BrandMark } from '../brand/BrandMark';

/** The company's name, mark and home link, as the header and the footer show them. */
export const siteBrand: HeaderBrand = {
  name: company.name,
  href: '/',
  logo: <BrandMark />,
};
