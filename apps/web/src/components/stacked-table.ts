/**
 * A table that becomes a list of cards below 640 px (issue 47: at 390 px the keys, endpoints and
 * deliveries tables hid Roll, Revoke, Send test and Resend behind sideways scrolling). Each cell
 * then shows its column's name from its `data-label` in a narrow first column, its content in the
 * second; the header row stays for screen readers. Classes only: the markup stays one table.
 */
export const stacked = {
  table: 'w-full text-sm max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  cell: [
    'max-sm:grid max-sm:max-w-none max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-x-3',
    'max-sm:py-1 max-sm:break-words max-sm:whitespace-normal',
    'max-sm:[&>*]:col-start-2 max-sm:[&>*]:max-w-full max-sm:[&>*]:justify-self-start',
    'max-sm:before:col-start-1 max-sm:before:text-xs max-sm:before:font-semibold',
    'max-sm:before:tracking-wide max-sm:before:text-ink-600 max-sm:before:uppercase',
    // The label's alternative text is empty: screen readers already have the column header.
    "max-sm:before:content-[attr(data-label)_/_'']",
  ].join(' '),
} as const;
