/**
 * ICAO 9303 part 3 check digit: weights 7-3-1 repeating, digits count as themselves, A-Z as
 * 10-35 and the filler '<' as 0; the result is the sum modulo 10.
 */
export function checkDigit(value: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    sum += charValue(value[i]!) * weights[i % 3]!;
  }
  return sum % 10;
}

function charValue(char: string): number {
  if (char === '<') return 0;
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
  throw new Error(`not an MRZ character: ${JSON.stringify(char)}`);
}
