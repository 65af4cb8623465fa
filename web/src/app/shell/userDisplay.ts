/** The first name, else the part of the e-mail before the at sign, else 'User'. */
export function displayName(user: { firstName?: string | null; email?: string | null }): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

export function avatarInitial(name: string): string {
  return name.charAt(0).toUpperCase();
}
