import type { Operation } from "../openapi/Operation.js";
import { json, noContent } from "../openapi/Operation.js";
import { Schema } from "effect";
import { Caller } from "./me.js";
import { AdoptedTimeZone, AdoptTimeZoneBody, SettingsBody, SettingsView } from "./settings.js";
import { SettingsTestBody } from "./settingsTest.js";
import { CreatedToken, TokenCreateBody, TokenView } from "./tokens.js";

/** The users routes, in the order the OpenAPI document lists them: the caller, their settings and their API tokens. */
export const usersOperations: ReadonlyArray<Operation> = [
  { method: "get", path: "/me", tag: "system", summary: "The caller, the server mode and the model answering them", response: json("Caller", 200, Caller) },
  { method: "get", path: "/settings", tag: "settings", summary: "Model settings; the API key only as \"set\"/\"not set\"", response: json("Settings", 200, SettingsView) },
  { method: "put", path: "/settings", tag: "settings", summary: "Replace model settings (the API key is stored encrypted) and set the caller's time zone; `notice` says why a choice cannot take effect", body: SettingsBody, response: json("Settings with `notice`", 200, Schema.Struct({ ...SettingsView.fields, notice: Schema.NullOr(Schema.String) })) },
  { method: "post", path: "/settings/time-zone/adopt", tag: "settings", summary: "Offer the browser's time zone: taken only by a user who never chose one (none in their settings, theirs still UTC); `adopted` says whether it was", body: AdoptTimeZoneBody, response: json("`{ timeZone, adopted }`", 200, AdoptedTimeZone) },
  {
    method: "post",
    path: "/settings/test",
    tag: "settings",
    summary: "Test a model connection before saving it: lists the server's models; a server that cannot be used answers `{ ok: false, error }`",
    body: SettingsTestBody,
    response: json("`{ ok: true, models, chatModelFound }` or `{ ok: false, error }`"),
  },
  { method: "get", path: "/tokens", tag: "tokens", summary: "The caller's API tokens, revoked ones included (never the secret or its hash)", response: json("`{ items }`", 200, Schema.Struct({ items: Schema.Array(TokenView) })) },
  { method: "post", path: "/tokens", tag: "tokens", summary: "Create an API token; its secret is in this response only", body: TokenCreateBody, response: json("`{ token, secret }`", 201, CreatedToken) },
  { method: "delete", path: "/tokens/{id}", tag: "tokens", summary: "Revoke a token; it stops working at once on this server (within 10 s on other server processes)", response: noContent },
];
