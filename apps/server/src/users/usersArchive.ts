import { ModelProvider, SettingsRepository, TimeZone, User, UserRepository } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { domainArchive } from "../archive/DomainArchive.js";

/**
 * The person and their model settings as the archive holds them: name, time
 * zone, provider, base URL and model names. Never the API key (nor tokens).
 */
const ArchivedProfile = Schema.Struct({
  name: User.fields.name,
  timeZone: TimeZone,
  settings: Schema.NullOr(
    Schema.Struct({
      provider: ModelProvider,
      baseUrl: Schema.NullOr(Schema.String),
      chatModel: Schema.NullOr(Schema.String),
      embeddingModel: Schema.NullOr(Schema.String),
      timeZone: Schema.NullOr(Schema.String),
    }),
  ),
});

/**
 * The users domain's part of the archive: one record, the profile and
 * settings without secrets. An import sets the account's time zone and
 * model settings (its own API key, if any, is kept); the account's name and
 * sign-in stay the importing account's. Settings are not the person's data
 * in the sense of `isEmpty`: an account that only chose a model is empty.
 */
export const usersArchive = domainArchive({
  name: "users",
  // Last: an import that fails in any other part leaves the account's settings as they were.
  after: ["chat", "journal", "knowledge", "reflection", "portfolio", "memory"],
  record: ArchivedProfile,
  export: (userId) =>
    Effect.gen(function* () {
      const user = yield* UserRepository.use((users) => users.get(userId));
      const settings = Option.getOrNull(yield* SettingsRepository.use((repository) => repository.get(userId)));
      const record: typeof ArchivedProfile.Type = {
        name: user.name,
        timeZone: user.timeZone,
        settings:
          settings === null
            ? null
            : { provider: settings.provider, baseUrl: settings.baseUrl, chatModel: settings.chatModel, embeddingModel: settings.embeddingModel, timeZone: settings.timeZone },
      };
      return { records: [record] };
    }),
  isEmpty: () => Effect.succeed(true),
  import: (userId, records) =>
    Effect.gen(function* () {
      const profile = records[0];
      if (profile === undefined) return 0;
      yield* UserRepository.use((users) => users.update(userId, { timeZone: profile.timeZone }));
      if (profile.settings !== null) {
        const repository = yield* SettingsRepository;
        const current = Option.getOrNull(yield* repository.get(userId));
        yield* repository.put(userId, { ...profile.settings, apiKeyCiphertext: current?.apiKeyCiphertext ?? null });
      }
      return 1;
    }),
  // The profile is the account's own: a failed import leaves it as it was set (nothing else to remove).
  clear: () => Effect.void,
});
