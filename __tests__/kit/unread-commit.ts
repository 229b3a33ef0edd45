/**
 * What a run whose commit cannot be read keeps of it (github/references.ts,
 * github/subject-commit.ts): the id and its URL on the example repository, and the sentence
 * that says why the rest is missing.
 */

/** Reading a commit in a workspace with no git checkout fails as git would say. */
export const noCheckout = async (): Promise<never> => {
  throw new Error('there is no git checkout in GITHUB_WORKSPACE')
}

export function expectUnreadCommitKept(
  read: { commit?: unknown; commitUnread?: string },
  sha: string,
  why: string
): void {
  expect(read.commit).toEqual({ sha, url: `https://github.com/acme/web-app/commit/${sha}` })
  expect(read.commitUnread).toBe(why)
}
