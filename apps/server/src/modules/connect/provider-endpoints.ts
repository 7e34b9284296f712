/** Where each provider's authorization-code flow is carried out. */
export type SignInEndpoints = {
  google: {
    authorization: string;
    token: string;
    /** The keys Google signs its ID tokens with. */
    jwks: string;
    /** The issuers an ID token may name (Google uses both spellings). */
    issuers: readonly string[];
  };
  facebook: {
    authorization: string;
    token: string;
    /** The Graph API's `/me`, asked for the person's id, name and e-mail. */
    profile: string;
  };
};

const GRAPH_VERSION = "v23.0";

/** The providers' own addresses. Tests point a build of the app at a local stand-in instead. */
export const PROVIDER_ENDPOINTS: SignInEndpoints = {
  google: {
    authorization: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    jwks: "https://www.googleapis.com/oauth2/v3/certs",
    issuers: ["https://accounts.google.com", "accounts.google.com"],
  },
  facebook: {
    authorization: `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
    token: `https://graph.facebook.com/${GRAPH_VERSION}/oauth/access_token`,
    profile: `https://graph.facebook.com/${GRAPH_VERSION}/me`,
  },
};
