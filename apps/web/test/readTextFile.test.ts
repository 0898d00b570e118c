import { describe, expect, it } from "vitest";
import { readTextFile } from "../src/api/readTextFile.js";

describe("readTextFile", () => {
  it("reads a broker's CSV saved in Windows-1252 with its accented headers intact", async () => {
    const bytes = Uint8Array.from(Buffer.from("Data;Preço;Comissão\n05/03/2024;1.234,56;2,50\n", "latin1"));
    expect(await readTextFile(new Blob([bytes]))).toBe("Data;Preço;Comissão\n05/03/2024;1.234,56;2,50\n");
  });

  it("reads UTF-8 as UTF-8, without its BOM", async () => {
    expect(await readTextFile(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), "Preço;€ 🙂"]))).toBe("Preço;€ 🙂");
  });
});
