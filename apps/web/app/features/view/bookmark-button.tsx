import { useState } from "react";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useRootData } from "../../lib/root-data.ts";
import { BookmarkIcon } from "../../ui/icons/bookmark-icon.tsx";
import { toast } from "../../ui/toast.ts";
import { MESSAGES } from "../collection/collection-messages.ts";
import { SignInPrompt } from "./sign-in-prompt.tsx";
import { ToolButton } from "./tool-button.tsx";

/** Keeps someone's shared checklist in the visitor's bookmarks; a guest is asked to sign in first. */
export function BookmarkButton({ id, initial }: { id: string; initial: boolean }) {
  const { user } = useRootData();
  const [isBookmarked, setBookmarked] = useState(initial);
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);

  async function toggle() {
    setPending(true);
    try {
      if (isBookmarked) {
        await api.request("DELETE /api/bookmark/:id", { params: { id } });
        toast.success(MESSAGES.unbookmarked);
      } else {
        await api.request("POST /api/bookmark/:id", { params: { id } });
        toast.success(MESSAGES.bookmarked);
      }
      setBookmarked(!isBookmarked);
    } catch (error) {
      handleApiError(error);
    } finally {
      setPending(false);
    }
  }

  const button = (
    <ToolButton
      icon={<BookmarkIcon filled={isBookmarked} />}
      label={isBookmarked ? "Bookmarked" : "Bookmark"}
      aria-pressed={user ? isBookmarked : undefined}
      disabled={pending}
      onClick={user ? toggle : () => setAsking(true)}
    />
  );
  if (user) return button;
  return <SignInPrompt trigger={button} open={asking} onOpenChange={setAsking} bookmark={id} />;
}
