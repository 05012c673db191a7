import { beforeEach, describe, expect, it } from 'vitest';
import { landingCampaign, rememberLandingCampaign } from './landing-campaign';

describe('the landing campaign', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps utm_source and utm_campaign of the landing address', () => {
    rememberLandingCampaign('?utm_source=instagram&utm_campaign=diwali&x=1');
    expect(landingCampaign()).toEqual({ utmSource: 'instagram', utmCampaign: 'diwali' });
  });

  it('is not erased or replaced by a later address', () => {
    rememberLandingCampaign('?utm_source=fair');
    rememberLandingCampaign('');
    rememberLandingCampaign('?utm_source=google');
    expect(landingCampaign()).toEqual({ utmSource: 'fair' });
  });

  it('is empty for a visit that came by no campaign', () => {
    rememberLandingCampaign('?page=2');
    expect(landingCampaign()).toEqual({});
  });
});
