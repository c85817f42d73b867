import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { DAY } from './student-day.ts';

function visibleSet(userId: string) {
  return sql<boolean>`(sets.is_public = 1 or sets.owner_id = ${userId})`;
}

/**
 * Cards due per day from `today` until `until` (overdue ones on day 0), in the sets the student can
 * still see. Counted per set and day from the due index alone (it holds the set id), then each set is
 * looked up once for visibility; states of removed cards go with them (sets.repository
 * forgetRemovedCards): the set says it all.
 */
export function forecastRows(db: Kysely<DB>, userId: string, today: number, until: number) {
  return sql<{ day_offset: number; n: number }>`
    select per_set.day_offset, sum(per_set.n) as n
    from (
      select set_id,
        case when due < ${today} then 0 else cast((due - ${today}) / ${DAY} as integer) end as day_offset,
        count(*) as n
      from review_states
      where user_id = ${userId} and due < ${until}
      group by set_id, 2
    ) as per_set
    inner join sets on sets.id = per_set.set_id
    where ${visibleSet(userId)}
    group by per_set.day_offset
  `.execute(db);
}

/** The cards the student has studied, and those of them in review at `masteredDays` or more. */
export function cardTotals(db: Kysely<DB>, userId: string, masteredDays: number) {
  return db
    .selectFrom('review_states')
    .select([
      sql<number>`count(*)`.as('studied'),
      sql<number>`coalesce(sum(case when state = 2 and scheduled_days >= ${masteredDays} then 1 else 0 end), 0)`.as(
        'mastered',
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
