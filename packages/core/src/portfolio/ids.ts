import { Schema } from "effect";

const Uuid = Schema.String.pipe(Schema.check(Schema.isUUID()));

/** Identifiers of the portfolio domain (UUIDv7, branded like every LifeOS id). */
export const AccountId = Uuid.pipe(Schema.brand("AccountId"));
export type AccountId = typeof AccountId.Type;
export const AssetId = Uuid.pipe(Schema.brand("AssetId"));
export type AssetId = typeof AssetId.Type;
export const ActivityId = Uuid.pipe(Schema.brand("ActivityId"));
export type ActivityId = typeof ActivityId.Type;
export const GoalId = Uuid.pipe(Schema.brand("GoalId"));
export type GoalId = typeof GoalId.Type;
export const ImportProfileId = Uuid.pipe(Schema.brand("ImportProfileId"));
export type ImportProfileId = typeof ImportProfileId.Type;
