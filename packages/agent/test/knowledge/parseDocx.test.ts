import type { DocumentUnreadable } from "@lifeos/core";
import { chunkDocument } from "@lifeos/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { parseDocument } from "../../src/index.js";
import type { DocxBlock } from "../../src/testing/index.js";
import { makeDocx, pagesHolding, paragraph } from "../../src/testing/index.js";

const parse = (bytes: Uint8Array, fileName = "lease.docx") => Effect.runPromise(parseDocument({ bytes, fileName }));
const failure = (bytes: Uint8Array, fileName = "lease.docx") =>
  Effect.runPromise(Effect.flip(parseDocument({ bytes, fileName }))) as Promise<DocumentUnreadable>;

describe("parsing Word documents", () => {
  const blocks: DocxBlock[] = [
    { heading: "Lease agreement", level: 1 },
    { paragraph: paragraph(1, 0, 6) },
    { heading: "Pets", level: 2 },
    { paragraph: "Tenants may keep one cat & one fish <in a bowl>; dogs need the landlord’s consent." },
    { paragraph: paragraph(1, 1, 30) },
    { heading: "Deposit and fees", level: 3 },
    { paragraph: paragraph(1, 2, 12) },
  ];

  it("keeps Word's headings with their levels, one page numbered null, and chunks under the right heading", async () => {
    const parsed = await parse(await makeDocx(blocks, { title: "Ignored core title" }));
    expect(parsed).toMatchObject({ kind: "docx", title: "Lease agreement", pageCount: null, pagesWithoutText: [], warnings: [] });
    expect(parsed.pages).toHaveLength(1);
    const [page] = parsed.pages;
    expect(page!.number).toBeNull();
    expect(page!.headings.map(({ text, level }) => [text, level])).toEqual([
      ["Lease agreement", 1],
      ["Pets", 2],
      ["Deposit and fees", 3],
    ]);
    for (const heading of page!.headings) expect(page!.text.slice(heading.offset, heading.offset + heading.text.length)).toBe(heading.text);
    expect(page!.text).toContain("Tenants may keep one cat & one fish <in a bowl>; dogs need the landlord’s consent.");
    expect(page!.text.split("\n\n")).toHaveLength(blocks.length);

    const chunks = chunkDocument(parsed.pages);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.page).toBeNull();
      expect(page!.text.slice(chunk.startOffset, chunk.endOffset)).toBe(chunk.text);
      expect(pagesHolding(chunk, new Map([[null, page!.text]]))).toEqual([null]);
    }
    const cat = chunks.find((chunk) => chunk.text.includes("one cat"));
    expect(cat?.heading).toBe("Pets");
    expect(chunks.find((chunk) => chunk.text.includes("clause one-two-zero"))?.heading).toBe("Deposit and fees");
  });

  it("fails with a clear reason for a damaged DOCX and for a ZIP that is not a Word document", async () => {
    const bytes = await makeDocx(blocks);
    const cut = await failure(bytes.slice(0, Math.floor(bytes.length * 0.8)));
    expect(cut.reason).toBe("corrupt");
    expect(cut.message).toMatch(/^lease\.docx is not a readable Word document \(.+\)$/);

    const renamed = Buffer.from(bytes);
    let at = renamed.indexOf("word/document.xml");
    while (at !== -1) {
      renamed.write("word/documenX.xml", at, "latin1");
      at = renamed.indexOf("word/document.xml");
    }
    expect(await failure(new Uint8Array(renamed))).toMatchObject({
      reason: "unsupportedType",
      message: "lease.docx is a ZIP archive without a Word document inside (word/document.xml is missing): it is not a valid .docx",
    });
    expect((await failure(new Uint8Array(renamed), "sheet.xlsx")).message).toBe(
      "sheet.xlsx is a ZIP archive that is not a Word document (spreadsheets, presentations and archives are not supported)",
    );
  });
});
