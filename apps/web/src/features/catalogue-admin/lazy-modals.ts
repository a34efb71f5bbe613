import { lazy } from 'react';

// each modal is its own chunk: only admin roles who open one download it (DESIGN §3)
export const LazyAddPlayerModal = lazy(async () => ({
  default: (await import('./components/add-player-modal')).AddPlayerModal,
}));
export const LazyCardEditModal = lazy(async () => ({
  default: (await import('./components/card-edit-modal')).CardEditModal,
}));
export const LazyEditPlayerModal = lazy(async () => ({
  default: (await import('./components/edit-player-modal')).EditPlayerModal,
}));
export const LazyMergePlayerModal = lazy(async () => ({
  default: (await import('./components/merge-player-modal')).MergePlayerModal,
}));
export const LazyParallelModal = lazy(async () => ({
  default: (await import('./components/parallel-modal')).ParallelModal,
}));
export const LazySeriesFormModal = lazy(async () => ({
  default: (await import('./components/series-form-modal')).SeriesFormModal,
}));
export const LazySetEditModal = lazy(async () => ({
  default: (await import('./components/set-edit-modal')).SetEditModal,
}));
export const LazyTeamFormModal = lazy(async () => ({
  default: (await import('./components/team-form-modal')).TeamFormModal,
}));
