import { Conflict, InvalidInput, type UserId } from "@lifeos/core";
import { Hono } from "hono";
import { readBody } from "../http/readBody.js";
import { logger } from "../logger.js";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { archiveFormat, archiveFormatVersion, readArchive, zipWriter, type ArchiveManifest } from "./archiveFile.js";
import type { AnyDomainArchive } from "./DomainArchive.js";
import { eraseUserData } from "./eraseData.js";
import { EraseBody } from "./operations.js";
import { collectArchive, importArchive } from "./userArchive.js";

/** The version of LifeOS written into archives' manifests. */
export const appVersion = "0.1.0";

/**
 * `GET /export`: the user's whole archive as a zip (streamed as it is
 * compressed): `manifest.json`, one `<domain>.json` per domain, and the
 * original files under `files/`.
 */
export const exportRoutes = (context: AppContext, archives: () => ReadonlyArray<AnyDomainArchive>): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const userId = c.get("userId");
    const createdAt = new Date();
    const collected = await context.runAs(userId, collectArchive(userId, archives()));
    const manifest: ArchiveManifest = {
      format: archiveFormat,
      formatVersion: archiveFormatVersion,
      appVersion,
      createdAt: createdAt.toISOString(),
      counts: Object.fromEntries(collected.parts.map((part) => [part.name, part.count])),
      files: collected.files.length,
    };
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const writer = zipWriter(
          (bytes) => controller.enqueue(bytes),
          () => controller.close(),
          (error) => controller.error(error),
        );
        writer.addJson("manifest.json", manifest);
        for (const part of collected.parts) writer.addJson(`${part.name}.json`, part.json);
        for (const file of collected.files) writer.add(`files/${file.path}`, file.bytes);
        writer.end();
      },
    });
    logger.info("export", { counts: JSON.stringify(manifest.counts), files: manifest.files });
    const name = `lifeos-export-${createdAt.toISOString().slice(0, 10)}.zip`;
    return new Response(body, {
      headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" },
    });
  });
  return app;
};

const busyMessage = "An import into this account or an erase of it is already under way";

/**
 * `DELETE /data` with `{ "confirm": true }`: everything of the user's own,
 * in every domain, is deleted (see `eraseUserData`); 204 once it is gone.
 * Not while an import into the account runs (`busy` holds the users with
 * either under way in this process).
 */
export const eraseRoutes = (context: AppContext, archives: () => ReadonlyArray<AnyDomainArchive>, busy: Set<UserId>): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.delete("/", async (c) => {
    await readBody(c, EraseBody);
    const userId = c.get("userId");
    if (busy.has(userId)) throw new Conflict({ message: busyMessage });
    busy.add(userId);
    try {
      await context.runAs(userId, eraseUserData(userId, archives()));
    } finally {
      busy.delete(userId);
      context.hooks.dataErased(userId);
    }
    logger.info("data erased", {});
    return c.body(null, 204);
  });
  return app;
};

/**
 * `POST /import`: an archive made by `GET /export` (multipart field
 * `archive`) into an account with no data of its own yet; answers the
 * records imported per domain. See `importArchive` for what all-or-nothing
 * means here.
 */
export const importRoutes = (context: AppContext, archives: () => ReadonlyArray<AnyDomainArchive>, importing: Set<UserId>): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    const userId = c.get("userId");
    if (importing.has(userId)) throw new Conflict({ message: busyMessage });
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new InvalidInput({ message: "Send the archive as multipart/form-data in the field `archive`", field: "archive" });
    }
    const upload = form.archive ?? form.file;
    if (!(upload instanceof File)) throw new InvalidInput({ message: "No archive was uploaded (field `archive`)", field: "archive" });
    const archive = readArchive(new Uint8Array(await upload.arrayBuffer()), context.config.limits.importBytes * 4);
    if (importing.has(userId)) throw new Conflict({ message: busyMessage });
    importing.add(userId);
    let report;
    try {
      report = await context.runAs(userId, importArchive(userId, archive, archives(), context.config));
    } finally {
      importing.delete(userId);
    }
    context.hooks.settingsChanged(userId);
    logger.info("archive import", { counts: JSON.stringify(report.counts), files: archive.files.size });
    return c.json({ counts: report.counts, files: archive.files.size, from: { appVersion: archive.manifest.appVersion, createdAt: archive.manifest.createdAt } }, 201);
  });
  return app;
};
