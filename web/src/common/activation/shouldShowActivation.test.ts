import { describe, expect, it } from 'vitest';
import type { UserAccount } from '@atrium/contract';
import { needsActivation, shouldShowActivationModal } from './shouldShowActivation.ts';

const account = (is_active: boolean): UserAccount => ({
  username: 'newcomer',
  email: 'n@example.org',
  name: 'New Comer',
  is_active,
  profile_image: { has_image: false, image_url_medium: null, image_url_full: null },
});

describe('activation prompt', () => {
  it.each<[string, UserAccount | undefined, string | null, boolean, boolean]>([
    ['profile not loaded (or visitor)', undefined, null, false, false],
    ['active account', account(true), null, false, false],
    ['inactive account, no session flag', account(false), null, true, true],
    ['inactive account, modal closed this session', account(false), 'false', true, false],
  ])('%s', (_, profile, flag, banner, modal) => {
    expect(needsActivation(profile)).toBe(banner);
    expect(shouldShowActivationModal(profile, flag)).toBe(modal);
  });
});
