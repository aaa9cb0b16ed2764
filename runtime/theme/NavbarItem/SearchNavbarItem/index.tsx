// `@theme/NavbarItem/SearchNavbarItem`: where the config puts the search bar (not in the mobile menu).
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';

export default function SearchNavbarItem({ mobile, className }: { mobile?: boolean; className?: string }) {
  if (mobile) return null;
  return (
    <NavbarSearch className={className}>
      <SearchBar />
    </NavbarSearch>
  );
}
