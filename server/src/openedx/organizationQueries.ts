/**
 * The organizations API's reads: every organisation of the seed is an active `Organization` of
 * edx-organizations, listed in id order (the view's queryset has no ordering of its own).
 */
import type { Db } from '../db/open.ts';
import { limitSql } from '../repositories/paging.ts';

export interface StockOrganizationRow {
  id: number;
  short_name: string;
  name: string;
  description: string;
  created_at: string;
}

const COLUMNS = 'o.id, o.short_name, o.name, o.description, o.created_at';

export function createOrganizationQueries(db: Db) {
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM organizations');
  const page = db.prepare<[number, number], StockOrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations o ORDER BY o.id ${limitSql('?')} OFFSET ?`,
  );
  const byShortName = db.prepare<[string], StockOrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations o WHERE o.short_name = ?`,
  );
  return {
    count: () => count.get()?.n ?? 0,
    page: (limit: number, offset: number) => page.all(limit, offset),
    byShortName: (shortName: string) => byShortName.get(shortName) ?? null,
  };
}
