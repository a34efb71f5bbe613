/**
 * English number texts without Intl: on a slow phone the first Intl.NumberFormat a page builds costs tens of
 * milliseconds (ICU loads its data), and the catalogue pages built one while their code loaded. These give the
 * same texts as Intl.NumberFormat('en-US') for the app's counts and dollar amounts (number-format.test.ts).
 */

/** Digits grouped by thousands: '1234567' as '1,234,567'. */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3)
    grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  return grouped;
}

/** 1 added to a string of digits: '199' as '200'. */
function incremented(digits: string): string {
  let result = '';
  let carry = true;
  for (let k = digits.length - 1; k >= 0; k -= 1) {
    const digit: number = Number(digits[k]) + (carry ? 1 : 0);
    carry = digit === 10;
    result = String(carry ? 0 : digit) + result;
  }
  return carry ? `1${result}` : result;
}

/**
 * The value rounded half away from zero to `fractionDigits`, on its shortest decimal form ('1.005', not the binary
 * 1.00499…): Intl rounds that form, so $1.01, where toFixed would give 1.00.
 */
function rounded(
  value: number,
  fractionDigits: number,
): { negative: boolean; whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [integer = '0', decimals = ''] = mantissa.split('.');
  let digits = integer + decimals;
  let point = integer.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (digits.length < point + fractionDigits) digits = digits.padEnd(point + fractionDigits, '0');
  let kept = digits.slice(0, point + fractionDigits);
  if (Number(digits[point + fractionDigits] ?? '0') >= 5) kept = incremented(kept);
  const wholeLength = kept.length - fractionDigits;
  const whole = kept.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  // Intl keeps the sign of a negative value that rounds to zero ('-$0.00'), and of -0
  return { negative: value < 0 || Object.is(value, -0), whole, fraction: kept.slice(wholeLength) };
}

/** A count as English digits: 1234 as '1,234', 1.5 as '1.5' (at most three decimals, as toLocaleString). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString('en-US');
  const { negative, whole, fraction } = rounded(value, 3);
  const decimals = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
}

function dollarText(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21)
    return value.toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: fractionDigits,
    });
  const { negative, whole, fraction } = rounded(value, fractionDigits);
  return `${negative ? '-' : ''}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Dollars and cents: 1234.5 as '$1,234.50', -3 as '-$3.00'. */
export const formatUsd = (value: number) => dollarText(value, 2);

/** Whole dollars: 1234.5 as '$1,235'. */
export const formatWholeUsd = (value: number) => dollarText(value, 0);
