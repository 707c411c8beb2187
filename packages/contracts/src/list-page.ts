import { z } from 'zod';

/**
 * The one shape of every list the business API answers (issue 47: events answered
 * `{data, next_cursor}`, endpoints `{data}`, sessions the whole of this): Stripe's list object,
 * newest first. `next_cursor` goes back as `?cursor=` for the next page; a list that is never
 * paged answers `has_more: false` and `next_cursor: null`.
 */
export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  /** Pass as ?cursor= for the next page (null: this is the last). */
  next_cursor: string | null;
}

export const listPageSchema = <S extends z.ZodType>(item: S, description?: string) =>
  z.object({
    object: z.literal('list'),
    data: description ? z.array(item).describe(description) : z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  });

/** A page of `data` from `limit + 1` rows read: whether more follow, and the cursor to them. */
export function listPage<T, R>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
  cursorOf: (row: R) => string,
): ListPage<T> {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return {
    object: 'list',
    data: page.map(present),
    has_more: more,
    next_cursor: more && page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
  };
}

/** A list that is never paged, in the same shape. */
export const wholeList = <T>(data: T[]): ListPage<T> => ({
  object: 'list',
  data,
  has_more: false,
  next_cursor: null,
});
