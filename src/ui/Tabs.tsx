// Tabs of a detail view (RAC Tabs: arrow keys between tabs, panels labelled by their tab).
// Controlled when `selectedKey` is given; panels are rendered lazily by RAC (only the active one).
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as RacTabs } from 'react-aria-components';

export interface TabItem {
  key: string;
  title: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  ariaLabel: string;
  tabs: TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?(key: string): void;
  testId?: string;
}

export function Tabs({ ariaLabel, tabs, selectedKey, defaultSelectedKey, onSelectionChange, testId }: TabsProps) {
  return (
    <RacTabs
      className="tabs"
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (k) => onSelectionChange(String(k)) : undefined}
      disabledKeys={tabs.filter((t) => t.disabled).map((t) => t.key)}
      data-testid={testId}
    >
      <TabList className="tab-list" aria-label={ariaLabel}>
        {tabs.map((t) => (
          <Tab key={t.key} id={t.key} className="tab">
            {t.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.key} id={t.key} className="tab-panel">
          {t.content}
        </TabPanel>
      ))}
    </RacTabs>
  );
}
