import type { CodegenConfig } from "@graphql-codegen/cli";

const preset = {
  preset: "client",
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: "string", TokenAmount: "string", SignedTokenAmount: "string", JSONObject: "Record<string, unknown>" },
  },
} as const;

/** Player operations whose only users load lazily (client/src/app/first-load.test.ts keeps the lobby from importing them). */
const LAZY_PLAYER_DOCUMENTS = [
  "client/src/features/account/**/*.graphql",
  "client/src/features/ranking/**/*.graphql",
  "client/src/features/popups/**/*.graphql",
  "client/src/features/home/banners/**/*.graphql",
  "client/src/features/messages/graphql/pages/**/*.graphql",
  "client/src/features/rewards/**/*.graphql",
  "client/src/features/affiliates/**/*.graphql",
  "client/src/features/chat/**/*.graphql",
];

const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": { ...preset, documents: ["client/src/**/*.graphql", "!client/src/admin/**/*.graphql", ...LAZY_PLAYER_DOCUMENTS.map((d) => `!${d}`)] },
    // Operations only lazily loaded player pages use (my page, ranking, messages, popups, lobby banners, table chat): out of the first load too.
    "client/src/gql/pages/": { ...preset, documents: LAZY_PLAYER_DOCUMENTS },
    // The back office's operations in their own module, so the player site's first load never carries them.
    "client/src/gql/admin/": { ...preset, documents: ["client/src/admin/**/*.graphql"] },
  },
};

export default config;
