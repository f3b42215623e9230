/**
 * A made-up 11 x 11 QR-like pattern for the phone mock-up (it encodes nothing). Three finder squares in
 * the corners make it read as a QR code at a glance; '1' is a dark module.
 */
const rows = [
  '11100100111',
  '10101010101',
  '11100010111',
  '00011101000',
  '10110011010',
  '01001100101',
  '11010110010',
  '00001011100',
  '11101001011',
  '10100110100',
  '11101010111',
];

/** The [column, row] of every dark module outside the finder squares (drawn separately). */
export const qrModules: [number, number][] = rows.flatMap((row, y) =>
  Array.from({ length: row.length }, (_, x): [number, number][] => {
    const inFinder = (x < 3 && y < 3) || (x > 7 && y < 3) || (x < 3 && y > 7);
    return row.charAt(x) === '1' && !inFinder ? [[x, y]] : [];
  }).flat(),
);
