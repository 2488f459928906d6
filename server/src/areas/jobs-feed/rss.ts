import type { PublicFeedJob } from 'shared-api/contract';

// XML 1.0 cannot carry these at all, escaped or not: they are dropped.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML element or attribute value. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of a calendar date (RSS 2.0 pubDate), at midnight UTC. */
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** An RSS 2.0 document of the public feed; every text escaped, links as given. */
export function jobsRss(feed: { employerName: string; feedUrl: string; siteUrl: string }, jobs: PublicFeedJob[]): string {
  const items = jobs.map((job) => {
    const summary = [
      `${job.town}, ${job.province_name}`,
      job.work_term_label,
      `${job.number_of_positions} position${job.number_of_positions === 1 ? '' : 's'}`,
      job.salary,
      `Apply by ${job.display_until}`,
    ]
      .filter(Boolean)
      .join(' · ');
    return [
      '    <item>',
      `      <title>${xmlText(job.title)}</title>`,
      job.url ? `      <link>${xmlText(job.url)}</link>` : null,
      `      <guid isPermaLink="false">${xmlText(`${feed.feedUrl}#job-${job.id}`)}</guid>`,
      `      <pubDate>${rfc822(job.date_posted)}</pubDate>`,
      `      <category>${xmlText(job.province_name)}</category>`,
      `      <description>${xmlText(`${summary}\n\n${job.description}`)}</description>`,
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${xmlText(`Jobs at ${feed.employerName}`)}</title>`,
    `    <link>${xmlText(feed.siteUrl)}</link>`,
    `    <description>${xmlText(`Open positions posted by ${feed.employerName}.`)}</description>`,
    '    <language>en-ca</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
