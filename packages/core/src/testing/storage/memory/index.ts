export * as InMemoryStorage from "./InMemoryStorage.js";
