import { useState } from "react";
import { useRootData } from "../../lib/root-data.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { BookmarkIcon } from "../../ui/icons/bookmark-icon.tsx";
import { SignInPrompt } from "./sign-in-prompt.tsx";
import { ToolButton } from "./tool-button.tsx";

/** Keeps someone's shared checklist in the visitor's bookmarks; a guest is asked to sign in first. */
export function BookmarkButton({ id, initial }: { id: string; initial: boolean }) {
  const { user } = useRootData();
  const [isBookmarked, setBookmarked] = useState(initial);
  const [asking, setAsking] = useState(false);
  const toggling = useMutation(isBookmarked ? "unbookmark" : "bookmark", {
    onSuccess: () => setBookmarked((was) => !was),
  });

  const button = (
    <ToolButton
      icon={<BookmarkIcon filled={isBookmarked} />}
      label={isBookmarked ? "Bookmarked" : "Bookmark"}
      aria-pressed={user ? isBookmarked : undefined}
      disabled={toggling.pending}
      onClick={user ? () => toggling.submit({ id }) : () => setAsking(true)}
    />
  );
  if (user) return button;
  return <SignInPrompt trigger={button} open={asking} onOpenChange={setAsking} bookmark={id} />;
}
