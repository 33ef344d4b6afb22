import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { CachedBody, sendCachedJson } from '../../lib/cached-body';
import type { AdminUnits } from './address.service';

const Params = z.object({ level: z.enum(['1', '2', '3', '5']), file: z.string() });
const NOT_FOUND = { error: 1, error_text: 'Không tìm thấy địa danh.', data: [] };

/**
 * The address service of spec 2 §7, served from the bundled data with the external service's paths and shape:
 * `/1/0.htm` provinces, `/2/{provinceId}.htm` its districts (v2025: its wards), `/3/{districtId}.htm` its wards,
 * `/5/{id}.htm` the full path of a unit. Answers never change, so they are cached by the browser for a day.
 */
export function addressRoutes(units: AdminUnits): FastifyPluginAsyncZod {
  // Keyed by the units that exist (any other id is a 404 before this), and bounded all the same.
  const answers = new LRUCache<string, CachedBody>({
    max: 20_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (json) => json.bytes,
  });
  const answer = (key: string, build: () => unknown) => {
    let json = answers.get(key);
    if (!json) answers.set(key, (json = CachedBody.of(build())));
    return json;
  };
  const list = (items: { code: string; full_name: string }[]) => ({
    error: 0,
    error_text: '',
    data: items.map((u) => ({ id: u.code, full_name: u.full_name })),
  });

  return async (app) => {
    app.get('/address/:level/:file', { schema: { tags: ['address'], params: Params } }, async (req, reply) => {
      const id = /^(\d{1,5})\.htm$/.exec(req.params.file)?.[1];
      if (!id) return reply.status(404).send(NOT_FOUND);
      reply.header('cache-control', 'public, max-age=86400');
      let json: CachedBody | undefined;
      switch (req.params.level) {
        case '1':
          json = id === '0' ? answer('1', () => list(units.provinces)) : undefined;
          break;
        case '2': {
          const children = units.childrenOf(1, id);
          json = children && answer(`2:${id}`, () => list(children));
          break;
        }
        case '3': {
          const children = units.depth === 3 ? units.childrenOf(2, id) : undefined;
          json = children && answer(`3:${id}`, () => list(children));
          break;
        }
        case '5': {
          const unit = units.findAnyLevel(id);
          json =
            unit &&
            answer(`5:${id}`, () => ({
              error: 0,
              error_text: '',
              data: { id: unit.code, full_name: units.fullPath(unit) },
            }));
          break;
        }
      }
      if (!json) return reply.status(404).send(NOT_FOUND);
      return sendCachedJson(req, reply, json);
    });
  };
}
