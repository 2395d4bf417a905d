/**
 * Risk management (spec §9): the rating set-up (rating types, impact and likelihood scales,
 * matrices, categories, teams) and the two registers (risk management, risk assessment) with their
 * controls, mitigations, progress and actions. Other modules and the functions use these only.
 */
export { addRiskCategory } from './setup/add-risk-category';
export { addRiskMatrixEntry } from './setup/add-risk-matrix-entry';
export { addRiskRatingType } from './setup/add-risk-rating-type';
export { addRiskScalePoint } from './setup/add-risk-scale-point';
export { addRiskTeam } from './setup/add-risk-team';
export { deleteRiskCategory } from './setup/delete-risk-category';
export { deleteRiskMatrixEntry } from './setup/delete-risk-matrix-entry';
export { deleteRiskRatingType } from './setup/delete-risk-rating-type';
export { deleteRiskScalePoint } from './setup/delete-risk-scale-point';
export { deleteRiskTeam } from './setup/delete-risk-team';
export { getRiskMatrix } from './setup/get-risk-matrix';
export { listRiskCategories } from './setup/list-risk-categories';
export { listRiskRatingTypes } from './setup/list-risk-rating-types';
export { listRiskScale } from './setup/list-risk-scale';
export { listRiskTeams } from './setup/list-risk-teams';
export { updateRiskCategory } from './setup/update-risk-category';
export { updateRiskMatrixEntry } from './setup/update-risk-matrix-entry';
export { updateRiskRatingType } from './setup/update-risk-rating-type';
export { updateRiskScalePoint } from './setup/update-risk-scale-point';
export { updateRiskTeam } from './setup/update-risk-team';
export { addRiskAction } from './register/add-risk-action';
export { addRiskControl } from './register/add-risk-control';
export { addRiskMitigation } from './register/add-risk-mitigation';
export { addRiskProgress } from './register/add-risk-progress';
export { addRisk } from './register/add-risk';
export { deleteRiskAction } from './register/delete-risk-action';
export { deleteRiskControl } from './register/delete-risk-control';
export { deleteRiskMitigation } from './register/delete-risk-mitigation';
export { deleteRisk } from './register/delete-risk';
export { downloadRegister } from './register/download-register';
export { getRiskCounts } from './register/get-risk-counts';
export { getRiskEvidenceLink } from './register/get-risk-evidence-link';
export { getRiskHeatMap } from './register/get-risk-heat-map';
export { getRiskSummary } from './register/get-risk-summary';
export { getRiskTrend } from './register/get-risk-trend';
export { getRisk } from './register/get-risk';
export { listRiskActions } from './register/list-risk-actions';
export { listRiskProgress } from './register/list-risk-progress';
export { listRisks } from './register/list-risks';
export { updateRiskAction } from './register/update-risk-action';
export { updateRiskControl } from './register/update-risk-control';
export { updateRiskMitigation } from './register/update-risk-mitigation';
export { updateRisk } from './register/update-risk';
export { uploadRiskEvidence } from './register/upload-risk-evidence';
