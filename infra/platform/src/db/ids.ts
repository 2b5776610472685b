/** The id of the assistant's answer row in `messages`: the user's message id plus `-a`. */
export function answerRowId(messageId: string): string {
  return `${messageId}-a`;
}
