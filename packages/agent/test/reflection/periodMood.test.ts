import { describe, expect, it } from "vitest";
import { ingestOffline } from "../../src/reflection/offline/ingestOffline.js";

const calmDay = "A quiet, peaceful morning. Read in the park and felt relaxed and content.";
const happyDay = "Dia calmo e tranquilo. Li no parque e fiquei em paz.";
const angryDay = "I was furious and frustrated all day; the meeting was a fight and I hated every minute.";
const sadDay = "Um dia triste. Chorei e me senti sozinha e desanimada.";

const period = (days: ReadonlyArray<string>) => days.map((text, index) => `2026-03-${String(index + 1).padStart(2, "0")}: ${text}`).join("\n\n");

describe("the offline mood of a period", () => {
  it("is the mood most of its entries share, not the strongest word of the whole text", () => {
    expect(ingestOffline(period([calmDay, calmDay, happyDay, calmDay, angryDay, calmDay]), "en").mood).toBe("calm");
    expect(ingestOffline(period([happyDay, calmDay, happyDay, sadDay, happyDay, happyDay]), "pt").mood).toBe("calm");
    expect(ingestOffline(period([angryDay, angryDay, angryDay, calmDay, angryDay]), "en").mood).toBe("angry");
  });

  it("is mixed when neither the calm days nor the hard ones hold two thirds of the period", () => {
    expect(ingestOffline(period([calmDay, angryDay, calmDay, sadDay, calmDay, angryDay]), "en").mood).toBe("mixed");
    expect(ingestOffline(period([happyDay, sadDay, happyDay, sadDay]), "pt").mood).toBe("mixed");
  });

  it("still reads one entry on its own", () => {
    expect(ingestOffline(angryDay, "en").mood).toBe("angry");
    expect(ingestOffline(`${calmDay}\n\n${calmDay}`, "en").mood).toBe("calm");
  });
});
