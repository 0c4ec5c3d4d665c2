import App
import RxFlow
import RxRelay

/// What a flow module does with the scenes of a presentation module it imports without `@testable`, as JOBIS's
/// `Flow` module uses its `Presentation` module: it compiles only if what the scenes declare public is enough.
@MainActor
enum CompanyFlows {
    /// Shows a company's detail and follows its view model's steps.
    static func companyDetail(companyID: Int) -> FlowContributors {
        let flow = CompanyDetailFlow(companyID: companyID, recruitmentID: nil, dependencies: FlowDependencies())
        return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: flow.viewModel))
    }

    /// The launches, whose view model takes its use case from the flow's dependencies in one parameter.
    static func launches() -> LaunchesFlow {
        LaunchesFlow(dependencies: FlowDependencies())
    }

    /// A view model made outside its module, with its use cases in one value of the module's public providers.
    static func launchesViewModel() -> LaunchesViewModel {
        LaunchesViewModel(dependencies: FlowDependencies())
    }

    /// A view model made outside its module, with the service its module declares.
    static func recruitmentDetail(id: Int) -> RecruitmentDetailViewModel {
        RecruitmentDetailViewModel(id: id, recruitmentDetailService: RecruitmentDetailService())
    }

    /// The screen a flow shows, for the app to put in a window.
    static func screen(of flow: CompanyDetailFlow) -> CompanyDetailViewController {
        flow.viewController
    }

    /// The steps a view model emits.
    static func steps(of viewModel: CompanyDetailViewModel) -> PublishRelay<Step> {
        viewModel.steps
    }

    /// The recruitment a company's detail asks to show, read from its own step enum.
    static func recruitmentID(in step: Step) -> Int? {
        guard case .recruitmentDetailIsRequired(let id)? = step as? CompanyDetailStep else { return nil }
        return id
    }

    /// Whether a company's detail asks to leave.
    static func isPop(_ step: Step) -> Bool {
        guard case .popIsRequired? = step as? CompanyDetailStep else { return false }
        return true
    }
}

/// The domain's use cases as a flow module hands them to the scenes, through the provider protocols the scenes'
/// module declares public.
struct FlowDependencies: LaunchesDependencies {
    let fetchCompanyInfoDetailUseCase = FetchCompanyInfoDetailUseCase()
    let fetchReviewListUseCase = FetchReviewListUseCase()
    let fetchLaunchesUseCase = FetchLaunchesUseCase()
}
