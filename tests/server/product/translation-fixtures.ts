// Matrix fixtures of the SPU-transfer calls (tests/server/fixtures.ts gathers them): supplier1's
// tenant (harbor) holds the seeded grant; a product of tenant B for the tenant matrix.
import type { Fixture } from '../fixture-kit';

const save = (id: string) => ({ params: { id }, body: { lang: 'zh-CN', title: '北风保温杯', description: '', version: 0 } });

export const translationFixtures = {
  'product.spuTransferAuth': { input: {} },
  'product.translations': {
    input: { params: { id: 'pr-harbor-000002' } },
    foreignObject: async ({ db, tenantId }) => ({ params: { id: (await db.one<{ id: string }>('SELECT id FROM products WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id } }),
  },
  'product.translationSave': {
    // version 0 again and again: the first call writes, the same text sent again is a repeat
    input: save('pr-harbor-000003'),
    foreignObject: async ({ db, tenantId }) => save((await db.one<{ id: string }>('SELECT id FROM products WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id),
  },
} satisfies Record<string, Fixture>;
