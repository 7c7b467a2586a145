// The plain types of ../types/ (what the published declarations name, so apps need no zod) are
// the very types the schemas infer: each `expectType<Exact<…>>(true)` fails the type check
// (`npm run typecheck`) when a schema and its type part ways. The test then only runs them.
import { test } from 'node:test';
import type * as z from 'zod/mini';
import { expectType, type Exact } from '../../../test/types/assert.js';
import type { composition } from './composition.js';
import type { eventSchemas } from './events.js';
import type { secretKeysPage } from './secret-keys.js';
import type * as C from '../types/composition.js';
import type * as E from '../types/events.js';
import type * as K from '../types/secret-keys.js';
import type { EventVariant } from '../rules/events-check.js';

type Inferred<K extends EventVariant> = z.infer<(typeof eventSchemas)[K]>;

test('the plain composition types are the schema’s', () => {
  type Composition = z.infer<typeof composition>;
  type Behavior = Composition['behavior'];
  type Injection = Extract<Behavior, { injection: unknown }>['injection'];
  type Multifeed = Extract<Behavior, { multifeed: unknown }>['multifeed'];
  type InjectedItem = NonNullable<Injection['injectedItems']>[number];
  expectType<Exact<Composition, C.Composition>>(true);
  expectType<Exact<Behavior, C.Behavior>>(true);
  expectType<Exact<Injection, C.Injection>>(true);
  expectType<Exact<Multifeed, C.Multifeed>>(true);
  expectType<Exact<InjectedItem, C.InjectedItem>>(true);
  expectType<Exact<InjectedItem['source'], C.SearchSource | C.ExternalSource | C.RecommendSource>>(
    true,
  );
  expectType<Exact<Injection['main']['source'], C.SearchSource | C.RecommendSource | undefined>>(
    true,
  );
});

test('the plain secret key types are the schema’s', () => {
  type Page = z.infer<typeof secretKeysPage>;
  expectType<Exact<Page, K.SecretKeysPage>>(true);
  expectType<Exact<Page['data'][number], K.SecretKey>>(true);
  expectType<Exact<Page['pagination'], K.Pagination>>(true);
});

test('the plain event types are the schemas’', () => {
  expectType<Exact<Inferred<'clickedObjectIDsAfterSearch'>, E.ClickedObjectIDsAfterSearchEvent>>(
    true,
  );
  expectType<
    Exact<Inferred<'addedToCartObjectIDsAfterSearch'>, E.AddedToCartObjectIDsAfterSearchEvent>
  >(true);
  expectType<
    Exact<Inferred<'purchasedObjectIDsAfterSearch'>, E.PurchasedObjectIDsAfterSearchEvent>
  >(true);
  expectType<
    Exact<Inferred<'convertedObjectIDsAfterSearch'>, E.ConvertedObjectIDsAfterSearchEvent>
  >(true);
  expectType<Exact<Inferred<'clickedObjectIDs'>, E.ClickedObjectIDsEvent>>(true);
  expectType<Exact<Inferred<'purchasedObjectIDs'>, E.PurchasedObjectIDsEvent>>(true);
  expectType<Exact<Inferred<'addedToCartObjectIDs'>, E.AddedToCartObjectIDsEvent>>(true);
  expectType<Exact<Inferred<'convertedObjectIDs'>, E.ConvertedObjectIDsEvent>>(true);
  expectType<Exact<Inferred<'clickedFilters'>, E.ClickedFiltersEvent>>(true);
  expectType<Exact<Inferred<'convertedFilters'>, E.ConvertedFiltersEvent>>(true);
  expectType<Exact<Inferred<'viewedObjectIDs'>, E.ViewedObjectIDsEvent>>(true);
  expectType<Exact<Inferred<'viewedFilters'>, E.ViewedFiltersEvent>>(true);
  expectType<Exact<Inferred<'generic'>, E.GenericEvent>>(true);
  expectType<Exact<Inferred<EventVariant>, E.InsightsEvent>>(true);
});
