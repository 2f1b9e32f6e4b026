import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { AddressFinder, AddressPortProvider, createOfflinePostcodePort } from '@atelier/ui-kit';
import type { AddressFinderLabels, AddressValue } from '@atelier/ui-kit';

// Stories always use the offline finder: no Kakao script, no network.
const koreanPort = createOfflinePostcodePort();
const englishPort = createOfflinePostcodePort({
  labels: {
    title: 'Find postcode',
    searchLabel: 'Search address',
    placeholder: 'Road, lot number, building or postcode',
    search: 'Search',
    hint: 'e.g. Sejong-daero 175, Bucheon Gilju-ro, Jeju Munyeon-ro',
    empty: 'No results.',
    count: '{count} results',
    road: 'Road',
    jibun: 'Lot',
    close: 'Close',
  },
});

const EN_LABELS: AddressFinderLabels = {
  find: 'Find postcode',
  zonecode: 'Postcode',
  address: 'Address',
  detail: 'Address details',
  detailPlaceholder: 'Apartment, floor, unit',
  loadFailed: 'Address search could not be loaded. Please try again later.',
};

function Controlled({ labels }: { labels?: AddressFinderLabels }) {
  const [value, setValue] = useState<AddressValue>({ zonecode: '', address: '', detail: '' });
  return (
    <>
      <AddressFinder value={value} onChange={(next) => setValue(next)} labels={labels} required />
      <pre style={{ fontSize: '0.75rem' }}>{JSON.stringify(value, null, 2)}</pre>
    </>
  );
}

const meta = {
  title: 'Forms/AddressFinder',
  component: AddressFinder,
  parameters: {
    docs: {
      description: {
        component:
          'Postcode and address fields with a search button: it opens the address port (Kakao Postcode in production, the offline postcode dialog in development and tests, chosen with `AddressPortProvider`) and fills 우편번호 and 주소; the detail address is left to the shopper.',
      },
    },
  },
} satisfies Meta<typeof AddressFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try 부천, 세종대로, 제주 or 울릉 in the search dialog. */
export const Korean: Story = {
  render: () => (
    <AddressPortProvider port={koreanPort}>
      <Controlled />
    </AddressPortProvider>
  ),
};

export const English: Story = {
  render: () => (
    <AddressPortProvider port={englishPort}>
      <Controlled labels={EN_LABELS} />
    </AddressPortProvider>
  ),
  globals: { locale: 'en' },
};

/** Checkout recipient fields with Youngcart names (and ids) for 422 errors. */
export const Prefilled: Story = {
  args: {
    port: koreanPort,
    names: { zonecode: 'od_b_zip', address: 'od_b_addr1', detail: 'od_b_addr2' },
    defaultValue: { zonecode: '14598', address: '경기 부천시 원미구 길주로 210', detail: '3층' },
  },
};
