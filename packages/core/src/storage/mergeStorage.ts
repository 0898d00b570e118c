import { Context } from "effect";

/** A domain's storage builder: its repositories over an adapter's open connection. */
export type DomainStorageBuilder<Connection, Services> = (connection: Connection) => Context.Context<Services>;

/** The services a list of domain storage builders provides together. */
export type MergedStorage<Builders extends ReadonlyArray<DomainStorageBuilder<never, never>>> =
  Builders[number] extends infer Builder ? (Builder extends DomainStorageBuilder<never, infer Services> ? Services : never) : never;

/**
 * Every domain's repositories over one connection: builds each domain of
 * `builders` (an adapter's `domains` list) and merges their contexts.
 */
export const mergeStorage = <Connection, const Builders extends ReadonlyArray<DomainStorageBuilder<Connection, never>>>(
  builders: Builders,
  connection: Connection,
): Context.Context<MergedStorage<Builders>> =>
  builders.reduce(
    (merged: Context.Context<never>, build) => Context.merge(merged, build(connection)),
    Context.empty(),
  ) as Context.Context<MergedStorage<Builders>>;
