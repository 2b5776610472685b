/** The id of the assistant's answer row in `messages`: the user's message id plus `-a`. */
export function answerRowId(messageId: string): string {
  return `${messageId}-a`;
}

/** The message id whose answer row `rowId` is (the inverse of `answerRowId`); null for any other id. */
export function answeredMessageId(rowId: string): string | null {
  return rowId.endsWith("-a") && rowId.length > 2 ? rowId.slice(0, -2) : null;
}
