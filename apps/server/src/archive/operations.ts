import { Schema } from "effect";
import type { Operation } from "../openapi/Operation.js";
import { json, noContent } from "../openapi/Operation.js";

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/** What `POST /import` answers: records imported per domain, files stored, and which LifeOS made the archive when. */
export const ArchiveImportResult = Schema.Struct({
  counts: Schema.Record(Schema.String, Count),
  files: Count,
  from: Schema.Struct({ appVersion: Schema.String, createdAt: Schema.String }),
});

/** `DELETE /data`'s body: the person's confirmation, so no stray request empties an account. */
export const EraseBody = Schema.Struct({ confirm: Schema.Literal(true) });

/** The archive routes: export and import of all of a user's data. */
export const archiveOperations: ReadonlyArray<Operation> = [
  {
    method: "get",
    path: "/export",
    tag: "archive",
    summary: "All of your data as one zip: manifest.json (format version, app version, time, counts per domain), one JSON file per domain, and the documents' original files under files/. No API key, no tokens",
    response: { status: 200, types: ["application/zip"], description: "The archive (a download)" },
  },
  {
    method: "post",
    path: "/import",
    tag: "archive",
    summary:
      "Import an archive made by GET /export (multipart field `archive`) into an account with no data of its own (CONFLICT otherwise); INVALID_INPUT for anything that is not a valid archive, and nothing is stored. Journal entries and documents are processed again afterwards",
    bodyType: "multipart/form-data",
    response: json("`{ counts, files, from }`", 201, ArchiveImportResult),
  },
  {
    method: "delete",
    path: "/data",
    tag: "archive",
    summary:
      "Delete all of your data, with `{ \"confirm\": true }`: journal, conversations, memories and reminders, documents with their files, reflections, portfolio, and the model settings with the API key; queued processing is cancelled. The account, its sign-in tokens, time zone, base currency and memory privacy choices stay. CONFLICT while an import runs",
    body: EraseBody,
    response: noContent,
  },
];
