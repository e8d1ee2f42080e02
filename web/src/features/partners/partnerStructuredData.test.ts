import { PartnerDetail } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../lib/jsonLdText.ts';
import { partnerPath } from '../../common/links/pageLinks.ts';
import { partnerStructuredData } from './partnerStructuredData.ts';

const SETTINGS = {
  baseUrl: 'https://learn.example.org',
  publicPath: '/',
  lmsBaseUrl: 'https://lms.example.org',
};

function partner(organization: Record<string, unknown> = {}, header: string | null = '/media/banner.jpg') {
  return PartnerDetail.parse({
    organization: {
      id: 1,
      name: 'Acme University',
      short_name: 'AcmeX',
      description: '<p>Teaching since <b>1890</b> &amp; online.</p>',
      logo: '/media/acme.png',
      ...organization,
    },
    header,
    featured: false,
    courses_count: 3,
    students_count: 10,
    instructors_count: 2,
    programs: [],
  });
}

describe('partnerStructuredData', () => {
  it('names the partner, its description as text, its page and its pictures, made absolute', () => {
    expect(partnerStructuredData(partner(), SETTINGS, partnerPath('AcmeX'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Acme University',
      alternateName: 'AcmeX',
      description: 'Teaching since 1890 & online.',
      url: 'https://learn.example.org/partners/AcmeX',
      logo: 'https://lms.example.org/media/acme.png',
      image: 'https://lms.example.org/media/banner.jpg',
    });
  });

  it.each<[string, Record<string, unknown>, string | null, Record<string, unknown>]>([
    [
      'no description, logo or banner: left out',
      { description: ' ', logo: null },
      null,
      { '@type': 'EducationalOrganization', name: 'Acme University', alternateName: 'AcmeX' },
    ],
    [
      'a name that is its short name: no second name',
      { name: 'AcmeX', description: '', logo: 'javascript:alert(1)' },
      'data:image/png;base64,AAAA',
      { '@type': 'EducationalOrganization', name: 'AcmeX' },
    ],
    [
      'no name: the short name stands for it',
      { name: ' ', description: '', logo: null },
      null,
      { '@type': 'EducationalOrganization', name: 'AcmeX' },
    ],
  ])('%s', (_, organization, header, expected) => {
    const data = partnerStructuredData(partner(organization, header), SETTINGS, partnerPath('AcmeX'));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      url: 'https://learn.example.org/partners/AcmeX',
      ...expected,
    });
  });

  it('a hostile name and short name stay text inside the block', () => {
    const name = '</script><script>alert(1)</script> "Acme"';
    const data = partnerStructuredData(
      partner({ name, short_name: 'a"b</script>' }),
      { ...SETTINGS, publicPath: '/homepage/' },
      partnerPath('a"b</script>'),
    );
    expect(data.url).toBe('https://learn.example.org/homepage/partners/a%22b%3C%2Fscript%3E');
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ name, alternateName: 'a"b</script>' });
  });
});
