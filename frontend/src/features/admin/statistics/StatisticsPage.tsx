import { useState } from 'react';
import { refreshStatistics } from '#src/api/statistics';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { showFailure } from '../shared/failure';
import { Explorer, type ExplorerView } from './Explorer';
import { ReadyMadeDashboards } from './ReadyMadeDashboards';
import { SavedDashboardsList } from './SavedDashboardsList';
import './Statistics.css';

/** /admin/statistics: the ready-made dashboards first, then the saved ones, then the explorer. */
export function StatisticsPage() {
  const [view, setView] = useState<ExplorerView | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshStatistics();
    } catch (error) {
      await showFailure(error);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <AdminPageHeader title="Statistics">
        <button
          type="button"
          className="button button--quiet"
          disabled={refreshing}
          onClick={() => void refresh()}
        >
          {refreshing ? 'Refreshing…' : 'Refresh figures'}
        </button>
      </AdminPageHeader>
      <ReadyMadeDashboards />
      <SavedDashboardsList
        onOpen={(dashboard) => {
          setView({ dashboard, query: dashboard.query, chart: dashboard.chart });
          document.getElementById('explorer')?.scrollIntoView({ behavior: 'smooth' });
        }}
      />
      <Explorer view={view} onView={setView} />
    </>
  );
}
