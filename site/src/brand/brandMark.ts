/**
 * The brand mark's geometry: a tomato order ticket on an ink tile. One source for the header logo
 * (BrandMark.tsx, inline so it needs no request and works at any base path) and the favicon
 * (favicon.ts).
 */
export const brandMark = {
  viewBox: '0 0 64 64',
  tileRadius: 14,
  ticket: 'M18 12h28v40l-5-4-4.5 4-4.5-4-4.5 4-4.5-4-5 4z',
  lines: 'M25 23h14M25 31h14M25 39h8',
  lineWidth: 4,
} as const;
