// `@theme/Blog/Components/Author/Socials`: an author's social links, each a platform's icon
// (a globe for a platform the theme does not know, named as the author wrote it).
import type { ComponentType } from 'react';
import Link from '@docusaurus/Link';
import type { BlogAuthor } from '@docusaurus/plugin-content-blog/client';
import Bluesky from '@theme/Icon/Socials/Bluesky';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import Email from '@theme/Icon/Socials/Email';
import GitHub from '@theme/Icon/Socials/GitHub';
import Instagram from '@theme/Icon/Socials/Instagram';
import LinkedIn from '@theme/Icon/Socials/LinkedIn';
import Mastodon from '@theme/Icon/Socials/Mastodon';
import StackOverflow from '@theme/Icon/Socials/StackOverflow';
import Threads from '@theme/Icon/Socials/Threads';
import Twitch from '@theme/Icon/Socials/Twitch';
import Twitter from '@theme/Icon/Socials/Twitter';
import X from '@theme/Icon/Socials/X';
import YouTube from '@theme/Icon/Socials/YouTube';

type SocialIcon = ComponentType<{ className: string }>;

const PLATFORMS: Readonly<Record<string, { Icon: SocialIcon; label: string }>> = {
  twitter: { Icon: Twitter, label: 'Twitter' },
  github: { Icon: GitHub, label: 'GitHub' },
  stackoverflow: { Icon: StackOverflow, label: 'Stack Overflow' },
  linkedin: { Icon: LinkedIn, label: 'LinkedIn' },
  x: { Icon: X, label: 'X' },
  bluesky: { Icon: Bluesky, label: 'Bluesky' },
  instagram: { Icon: Instagram, label: 'Instagram' },
  threads: { Icon: Threads, label: 'Threads' },
  mastodon: { Icon: Mastodon, label: 'Mastodon' },
  youtube: { Icon: YouTube, label: 'YouTube' },
  twitch: { Icon: Twitch, label: 'Twitch' },
  email: { Icon: Email, label: 'Email' },
};

function SocialLink({ platform, link }: { platform: string; link: string }) {
  const { Icon, label } = PLATFORMS[platform] ?? { Icon: DefaultSocialIcon, label: platform };
  return (
    <Link className="authorSocialLink_CEgb" href={link} title={label}>
      <Icon className="authorSocialIcon_Wj5n" />
    </Link>
  );
}

export default function BlogAuthorSocials({ author }: { author: BlogAuthor }) {
  return (
    <div className="authorSocials_D10B">
      {Object.entries(author.socials ?? {}).map(([platform, link]) => (
        <SocialLink key={platform} platform={platform} link={link} />
      ))}
    </div>
  );
}
