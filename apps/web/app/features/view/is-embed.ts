/** `/view?embed=1` is the framed variant, the one page the server lets other sites frame. */
export function isEmbedRequest(params: URLSearchParams): boolean {
  const embed = params.get("embed");
  return embed === "1" || embed === "true";
}
