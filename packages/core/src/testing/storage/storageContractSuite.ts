import { afterAll, beforeAll, describe } from "vitest";
import { chatContracts } from "../chat/index.js";
import { jobsContracts } from "../jobs/index.js";
import { journalContracts } from "../journal/index.js";
import { knowledgeContracts } from "../knowledge/index.js";
import { memoryContracts } from "../memory/index.js";
import { reflectionContracts } from "../reflection/index.js";
import { portfolioContracts } from "../portfolio/index.js";
import { searchContracts } from "../search/index.js";
import { usersContracts } from "../users/index.js";
import type { StorageContract, StorageContractOptions, StorageUnderTest } from "./harness.js";
import { makeHarness } from "./harness.js";
import { userCascadeContract } from "./UserCascade.contract.js";

export type { StorageContract, StorageContractOptions, StorageHarness, StorageUnderTest } from "./harness.js";
export { assertDecodes } from "./harness.js";

/** One contract per port, domain by domain, in the order the suite runs them; deleting a user cascades through all. */
export const storageContracts: ReadonlyArray<StorageContract> = [
  ...usersContracts,
  ...chatContracts,
  ...journalContracts,
  ...searchContracts,
  ...knowledgeContracts,
  ...memoryContracts,
  ...reflectionContracts,
  ...portfolioContracts,
  ...jobsContracts,
  userCascadeContract,
];

/**
 * The storage contract: every port's behaviour that any adapter must show,
 * as vitest `describe` blocks. `makeStorage` runs once before the suite and
 * `close` once after; every test creates its own users, so the adapter may
 * keep one database for the whole suite.
 *
 * ```ts
 * storageContractSuite("SqliteStorage", async () => ({ layer: SqliteStorage.layer({ file }) }));
 * ```
 */
export const storageContractSuite = (
  name: string,
  makeStorage: () => Promise<StorageUnderTest>,
  options: StorageContractOptions = {},
): void => {
  describe(`${name} storage contract`, () => {
    const harness = makeHarness(makeStorage, options);
    beforeAll(harness.setUp);
    afterAll(harness.tearDown);
    for (const contract of storageContracts) contract(harness);
  });
};
