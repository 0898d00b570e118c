import postgres from "postgres";

/** A database of its own for one test file, on the server of `baseUrl`; `drop` removes it. */
export const scratchDatabase = async (baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `lifeos_scratch_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
};
